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
