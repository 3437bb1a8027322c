/** The home page and 'Quem Somos': their content and editors; this is its server side. */
export {
  getAboutPage,
  getAboutPageFormValues,
  getHomePageForVisitors,
  getHomePageFormValues,
  specialPagesUpdatedAt,
} from "./queries.server";
export { saveAboutPage, saveHomePage } from "./service.server";
export { specialPageHistory } from "./history.server";
export { getSiteShareImage } from "./share-image.server";
