/**
 * Sample images of the seed, drawn as SVG in one consistent style, so the sample catalogue looks like a
 * real company's: a blueprint background, magnetic field lines and a metallic rendering of the equipment.
 */
export type IllustrationShape =
  "grate" | "drum" | "plate" | "filter" | "conveyor" | "disc" | "motor" | "coil" | "rotor" | "horseshoe" | "gauge" | "bar" | "factory";

const palettes = [
  { from: "#0d1a40", to: "#1d3fbf", line: "#6090fa" },
  { from: "#171b22", to: "#465364", line: "#b2bfcc" },
  { from: "#14275f", to: "#0f766e", line: "#5eead4" },
] as const;

const defs = `
  <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f5f7f9"/><stop offset="0.45" stop-color="#b2bfcc"/>
    <stop offset="0.55" stop-color="#8b9cb0"/><stop offset="1" stop-color="#e8ecf0"/>
  </linearGradient>
  <linearGradient id="steelH" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8b9cb0"/><stop offset="0.5" stop-color="#f5f7f9"/><stop offset="1" stop-color="#6b7f95"/>
  </linearGradient>
  <linearGradient id="red" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f87171"/><stop offset="1" stop-color="#b91c1c"/>
  </linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fb9a3c"/><stop offset="1" stop-color="#c95f06"/>
  </linearGradient>
  <linearGradient id="copper" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#9a3412"/><stop offset="0.5" stop-color="#fdba74"/><stop offset="1" stop-color="#9a3412"/>
  </linearGradient>
  <linearGradient id="blueMetal" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6090fa"/><stop offset="1" stop-color="#1c3699"/>
  </linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.35"/>
  </filter>`;

const shapes: Record<IllustrationShape, string> = {
  grate: `
    <rect x="330" y="240" width="540" height="330" rx="18" fill="none" stroke="url(#steelH)" stroke-width="26"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${380 + i * 100}" y="262" width="46" height="286" rx="23" fill="url(#steelH)"/>`).join("")}
    ${[0, 1, 2, 3].map((i) => `<rect x="${430 + i * 100}" y="300" width="46" height="210" rx="23" fill="url(#steelH)" opacity="0.85"/>`).join("")}`,
  drum: `
    <ellipse cx="760" cy="400" rx="70" ry="190" fill="#8b9cb0"/>
    <rect x="400" y="210" width="360" height="380" fill="url(#steel)"/>
    <ellipse cx="400" cy="400" rx="70" ry="190" fill="url(#steelH)" stroke="#6b7f95" stroke-width="6"/>
    <ellipse cx="400" cy="400" rx="24" ry="64" fill="#465364"/>
    <path d="M760 230 A70 190 0 0 1 760 570" fill="none" stroke="url(#red)" stroke-width="22"/>
    <rect x="250" y="392" width="150" height="16" fill="#465364"/>`,
  plate: `
    <polygon points="300,520 820,300 900,360 380,580" fill="url(#steel)" stroke="#6b7f95" stroke-width="6"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${370 + i * 80}" y1="${510 - i * 34}" x2="${430 + i * 80}" y2="${560 - i * 34}" stroke="#b91c1c" stroke-width="14" stroke-linecap="round"/>`).join("")}
    <circle cx="300" cy="520" r="22" fill="#465364"/>`,
  filter: `
    <rect x="470" y="210" width="260" height="380" rx="40" fill="url(#steelH)"/>
    <rect x="440" y="190" width="320" height="50" rx="14" fill="url(#steel)"/>
    <rect x="330" y="440" width="140" height="60" fill="url(#steel)"/>
    <rect x="730" y="340" width="140" height="60" fill="url(#steel)"/>
    <rect x="320" y="425" width="22" height="90" rx="6" fill="#8b9cb0"/>
    <rect x="858" y="325" width="22" height="90" rx="6" fill="#8b9cb0"/>
    <rect x="585" y="130" width="30" height="70" rx="8" fill="url(#accent)"/>`,
  conveyor: `
    <rect x="440" y="160" width="320" height="120" rx="16" fill="url(#blueMetal)"/>
    <rect x="470" y="280" width="260" height="30" fill="url(#red)"/>
    <rect x="250" y="470" width="700" height="40" rx="20" fill="#262d37"/>
    <circle cx="270" cy="490" r="44" fill="url(#steelH)"/><circle cx="930" cy="490" r="44" fill="url(#steelH)"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<polygon points="${330 + i * 85},470 ${360 + i * 85},430 ${395 + i * 85},470" fill="#b2bfcc"/>`).join("")}
    <path d="M520 330 Q600 400 680 330" fill="none" stroke="#fb9a3c" stroke-width="6" stroke-dasharray="14 12"/>`,
  disc: `
    <ellipse cx="470" cy="470" rx="150" ry="60" fill="#6b7f95"/>
    <rect x="320" y="400" width="300" height="70" fill="url(#steelH)"/>
    <ellipse cx="470" cy="400" rx="150" ry="60" fill="url(#steel)"/>
    <rect x="640" y="290" width="240" height="180" rx="10" fill="url(#steelH)"/>
    <polygon points="640,290 700,250 940,250 880,290" fill="#e8ecf0"/>
    <polygon points="880,290 940,250 940,430 880,470" fill="#8b9cb0"/>
    <text x="470" y="412" text-anchor="middle" font-family="sans-serif" font-size="38" font-weight="700" fill="#b91c1c">N</text>`,
  motor: `
    <rect x="330" y="270" width="420" height="260" rx="60" fill="url(#blueMetal)"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${380 + i * 60}" y="255" width="24" height="290" rx="10" fill="#1c3699"/>`).join("")}
    <rect x="750" y="370" width="150" height="60" rx="10" fill="url(#steel)"/>
    <rect x="470" y="200" width="140" height="80" rx="10" fill="url(#steelH)"/>
    <rect x="360" y="530" width="360" height="40" rx="8" fill="#262d37"/>`,
  coil: `
    <rect x="380" y="230" width="440" height="340" rx="26" fill="#262d37"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${410 + i * 33}" y="260" width="24" height="280" rx="12" fill="url(#copper)"/>`).join("")}
    <rect x="560" y="140" width="80" height="100" rx="12" fill="url(#steelH)"/>
    <circle cx="600" cy="130" r="40" fill="none" stroke="url(#steelH)" stroke-width="18"/>`,
  rotor: `
    <rect x="250" y="385" width="700" height="30" rx="15" fill="url(#steel)"/>
    <rect x="420" y="250" width="360" height="300" rx="20" fill="url(#steel)"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${450 + i * 38}" y1="255" x2="${430 + i * 38}" y2="545" stroke="#6b7f95" stroke-width="8"/>`).join("")}
    <rect x="420" y="240" width="26" height="320" rx="8" fill="url(#accent)"/><rect x="754" y="240" width="26" height="320" rx="8" fill="url(#accent)"/>`,
  horseshoe: `
    <path d="M420 560 L420 360 A180 180 0 0 1 780 360 L780 560 L680 560 L680 360 A80 80 0 0 0 520 360 L520 560 Z" fill="url(#red)"/>
    <rect x="420" y="500" width="100" height="70" fill="url(#steel)"/><rect x="680" y="500" width="100" height="70" fill="url(#steel)"/>`,
  gauge: `
    <rect x="430" y="180" width="340" height="440" rx="36" fill="#262d37"/>
    <rect x="470" y="220" width="260" height="150" rx="14" fill="#0f766e"/>
    <text x="600" y="318" text-anchor="middle" font-family="monospace" font-size="64" font-weight="700" fill="#ccfbf1">1250</text>
    ${[0, 1, 2].map((i) => `<circle cx="${520 + i * 80}" cy="450" r="26" fill="url(#steelH)"/>`).join("")}
    <rect x="770" y="430" width="150" height="20" rx="10" fill="url(#steelH)"/>
    <circle cx="930" cy="440" r="18" fill="url(#accent)"/>`,
  bar: `
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<rect x="${290 + i * 40}" y="${270 + i * 95}" width="560" height="64" rx="32" fill="url(#steel)" stroke="#6b7f95" stroke-width="4"/>
    <rect x="${260 + i * 40}" y="${282 + i * 95}" width="40" height="40" rx="6" fill="#465364"/>`,
      )
      .join("")}`,
  factory: `
    <rect x="260" y="360" width="680" height="230" fill="url(#steelH)"/>
    <polygon points="260,360 380,280 380,360 500,280 500,360 620,280 620,360 740,280 740,360" fill="#b2bfcc"/>
    <rect x="790" y="190" width="60" height="170" fill="#8b9cb0"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 120}" y="430" width="70" height="60" rx="4" fill="#1c3699"/>`).join("")}
    <rect x="560" y="500" width="90" height="90" fill="#262d37"/>`,
};

export function illustrationSvg(shape: IllustrationShape, variant: number, width = 1200, height = 800) {
  const palette = palettes[variant % palettes.length]!;
  // Wide formats (banners) show a band of the scene, with the object scaled to fit in it.
  const viewHeight = Math.min(800, (1200 * height) / width);
  const zoom = [1, 1.15, 0.9][variant % 3]! * Math.min(1, viewHeight / 800 / 0.8);
  const grid = Array.from({ length: 25 }, (_, i) => i * 50)
    .map((p) => `<line x1="${p}" y1="0" x2="${p}" y2="800" /><line x1="0" y1="${p}" x2="1200" y2="${p}" />`)
    .join("");
  const field = [160, 230, 300, 370].map((r) => `<ellipse cx="600" cy="400" rx="${r * 1.6}" ry="${r}" />`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 ${(800 - viewHeight) / 2} 1200 ${viewHeight}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>${defs}
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <g stroke="${palette.line}" stroke-opacity="0.12" stroke-width="1">${grid}</g>
  <g fill="none" stroke="${palette.line}" stroke-opacity="0.28" stroke-width="2" stroke-dasharray="6 10">${field}</g>
  <g filter="url(#shadow)" transform="translate(600 400) scale(${zoom}) translate(-600 -400)">${shapes[shape]}</g>
</svg>`;
}
