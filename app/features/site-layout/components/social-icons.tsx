import { Icon } from "~/ui/icons/icon";

const socialNetworks = [
  { key: "facebook", label: "Facebook", icon: "Facebook" },
  { key: "instagram", label: "Instagram", icon: "Instagram" },
  { key: "youtube", label: "YouTube", icon: "Youtube" },
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
            <Icon name={network.icon} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
