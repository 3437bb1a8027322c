import { siFacebook, siInstagram, siWhatsapp, siYoutube } from "simple-icons";

const icons = { facebook: siFacebook, instagram: siInstagram, youtube: siYoutube, whatsapp: siWhatsapp };

export function BrandIcon({ name, className }: { name: keyof typeof icons; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={icons[name].path} />
    </svg>
  );
}

export const socialNetworks = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
] as const;

/** The company's social links as icon buttons; the header bar and the footer style them. */
type SocialLinksProps = {
  links: Record<(typeof socialNetworks)[number]["key"], string>;
  className: string;
  linkClassName: string;
};

export function SocialLinks({ links, className, linkClassName }: SocialLinksProps) {
  return (
    <ul className={className} aria-label="Redes sociais">
      {socialNetworks.map((network) => (
        <li key={network.key}>
          <a href={links[network.key]} target="_blank" rel="noreferrer" aria-label={network.label} className={linkClassName}>
            <BrandIcon name={network.key} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
