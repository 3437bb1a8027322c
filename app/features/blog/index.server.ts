export { answer } from "./action-result.server";
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
export { createPost, deletePost, updatePost } from "./service.server";
export { postHistory } from "./history.server";
export { postFields } from "./service.server";
