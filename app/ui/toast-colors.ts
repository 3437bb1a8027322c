import type { CSSProperties } from "react";

// The toast library's rich colours put red and green text on their pale backgrounds at about
// 4.3:1; these darker texts read at 4.5:1 or more (WCAG AA).
export const readableToastColors = {
  "--error-text": "#b91c1c",
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as CSSProperties;
