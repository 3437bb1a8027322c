/** The blog: posts, their editor and list in the back office, and their public pages. */
export { BackToBlog, PostArticle } from "./components/post-article";
export { PostEditor } from "./components/post-editor";
export { PostListItem, type PostSummary } from "./components/post-list-item";
export { PostSearch } from "./components/post-search";
export { blogFeed } from "./feed";
export { blogFeedback, deleteErrorMessage, postNotFoundParam } from "./feedback";
export { postSchema, postUpdateSchema } from "./schema";
