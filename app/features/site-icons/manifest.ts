import { siteIcons, themeColour } from "./icons";

/** Home screens show about 12 characters under an icon. */
const shortNameLength = 12;

function shortNameOf(name: string) {
  if (name.length <= shortNameLength) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= shortNameLength ? firstWord : name.slice(0, shortNameLength);
}

/** The web manifest: the company's name in Portuguese, the brand colour and the icons for a home screen. */
export function webManifest(company: { name: string; tagline: string }) {
  const name = company.name.trim() || "Site";
  return {
    name,
    short_name: shortNameOf(name),
    ...(company.tagline.trim() ? { description: company.tagline.trim() } : {}),
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: themeColour,
    background_color: "#ffffff",
    icons: siteIcons.manifest.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}
