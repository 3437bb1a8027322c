/** Shapes of the JSON columns (tracking tags, page, special-page and blog content), as settled in docs/decisions. */

export type TrackingTag = {
  id: string;
  name: string;
  type: "pixel" | "script" | "meta";
  content: string;
  position: "head" | "body_start" | "body_end";
  enabled: boolean;
};

type PageSection = { title: string; text: string };
export type GalleryImage = { url: string; alt?: string };

export type PageContent = {
  image_url: string;
  catalog_url: string;
  introduction: string;
  description: string;
  sections: PageSection[];
  gallery_images: GalleryImage[];
  /** A product's price in centavos; absent or null: 'Preço sob consulta' (decision 248). */
  price_cents?: number | null;
};

type BannerSettings = { enabled: boolean; url: string; alt: string };

export type HomeArea = {
  id: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  order: number;
};

export type HomeSection = { id: string; title: string; content: string; type: "text"; order: number };

export type HomeContent = {
  hero_title: string;
  hero_subtitle: string;
  content: string;
  sections: HomeSection[];
  areas: HomeArea[];
  banner_settings: BannerSettings;
  favicon_url: string;
  og_image_url: string;
  twitter_image_url: string;
  tracking_tags: TrackingTag[];
  tracking_pixel: string;
};

type AboutSection = { id: string; title: string; text: string; image_url: string };
type AboutGalleryImage = { id: string; url: string; alt: string };

export type AboutContent = {
  hero_title: string;
  hero_subtitle: string;
  main_content: string;
  mission: string;
  vision: string;
  values: string;
  sections: AboutSection[];
  gallery: AboutGalleryImage[];
  youtube_url: string;
  certificate_url: string;
};

export type SpecialPageContent = HomeContent | AboutContent;

type BlogBlock =
  | { type: "heading"; level: number; content: string }
  | { type: "paragraph"; content: string }
  | { type: "image"; content: string; alt?: string };

/** Markdown text, or the legacy block object. */
export type BlogContent = string | { blocks: BlogBlock[] };
