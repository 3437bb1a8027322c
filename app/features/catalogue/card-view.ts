import type { PageType } from "~/db/schema";
import { truncateAtWord } from "~/lib/text";

/** What a catalogue card shows, and nothing more: it travels in every list page's hydration data. */
export type PageCardView = {
  title: string;
  slug: string;
  pageType: PageType;
  introduction: string;
  imageUrl: string;
  imageWidth: number | null;
};

const cardIntroLength = 240;

/** Cut on the server what the card would cut in the browser: the rest of the text is never shown. */
export function toCardView(page: PageCardView): PageCardView {
  return {
    title: page.title,
    slug: page.slug,
    pageType: page.pageType,
    introduction: truncateAtWord(page.introduction, cardIntroLength),
    imageUrl: page.imageUrl,
    imageWidth: page.imageWidth,
  };
}
