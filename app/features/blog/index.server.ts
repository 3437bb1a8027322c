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
