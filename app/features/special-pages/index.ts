/** The home page and 'Quem Somos': their content and editors. */
export { publicAreas } from "./area-choices";
export { sortByOrder } from "./ordering";
export { AboutPageEditor } from "./components/about-page-editor";
export { AreasGrid } from "./components/areas-grid";
export { HomePageEditor } from "./components/home-page-editor";
export { HomeSections } from "./components/home-sections";
export { SpecialPagesTabs } from "./components/special-pages-tabs";
export { YoutubeVideo } from "./components/youtube-video";
export { aboutPageSchema, homePageSchema, specialPageMessages } from "./schema";
export { youtubeVideoId } from "./youtube";
