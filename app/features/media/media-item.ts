/** A file of the library as the 'Mídia' screen shows it, with every place that uses it. */
export type MediaItem = {
  name: string;
  url: string;
  originalName: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  uploaderName: string | null;
  createdAt: string;
  usages: { label: string; href: string }[];
};
