/** The blog: posts, their editor and list in the back office, and their public pages; this is its server side. */
export { blogListAction } from "./list-action.server";
export { blogFeedXml } from "./feed.server";
export { postView } from "./post-view.server";
export {
  findPostRedirect,
  getPostForEditor,
  getPostForPreview,
  getPublishedPost,
  listPublishedPostsForSitemap,
  pageOfPostsForStaff,
  pageOfPublishedPosts,
} from "./queries.server";
export { createPost, updatePost } from "./service.server";
export { postHistory } from "./history.server";
export { postFields } from "./service.server";
