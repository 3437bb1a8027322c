export { answer } from "./action-result.server";
export { postBodyHtml } from "./post-body.server";
export { getPostForEditor, getPublishedPost, listPostsForStaff, listPublishedPosts } from "./queries.server";
export { createPost, deletePost, updatePost } from "./service.server";
