/** The brand blue of the site's mark (public/favicon.svg), the colour browsers paint their bar with. */
export const themeColour = "#1c3699";

/**
 * The site's icons, drawn from public/favicon.svg when the site is built (scripts/site-icons.ts):
 * the `.ico` older browsers and tools ask for, the home-screen icon of iOS and those of the web
 * manifest. Their names are fixed: browsers ask for the first two without a link.
 */
export const siteIcons = {
  favicon: { path: "/favicon.ico", sizes: [16, 32, 48] },
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  manifest: [
    { path: "/icon-192.png", size: 192 },
    { path: "/icon-512.png", size: 512 },
  ],
} as const;

export const manifestPath = "/manifest.webmanifest";
