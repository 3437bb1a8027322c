/** The public site's frame: header, footer, navigation and the data they show. */
export { LazyDetailSkeleton } from "./components/lazy-detail-skeleton";
export { SiteFooter } from "./components/site-footer";
export { PreviewBar } from "./components/preview-bar";
export { previewHeaders, previewMeta } from "./preview";
export { SiteHeader } from "./components/site-header";
export { WhatsAppButton } from "./components/whatsapp-button";
export { whatsappLink } from "./navigation";
