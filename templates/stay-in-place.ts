/**
 * React 19 hoists `<script async src>` to the top of `<head>`, above the CSP meta, which must come
 * first to cover everything after it. A script with an `onLoad` is rendered where it is written; in
 * static markup the handler itself renders nothing.
 */
export function stayInPlace(): void {}
