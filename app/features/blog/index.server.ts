export { answer } from "./action-result.server";
export { postBodyHtml } from "./post-body.server";
export {
  findPostRedirect,
  getPostForEditor,
  getPublishedPost,
  listPublishedPostsForSitemap,
  pageOfPostsForStaff,
  pageOfPublishedPosts,
} from "./queries.server";
export { createPost, deletePost, updatePost } from "./service.server";
export { postHistory } from "./history.server";
export { publishDuePosts } from "./scheduled-publish.server";
