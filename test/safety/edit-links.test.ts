// "Edit this page" links come from the config: a blog's editUrl string, or the docs' editUrl function
// run per doc. One that could run code is a build error, and never published.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogSite } from './blog-site.js';
import { helpdocs } from './helpers.js';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const post = { 'blog/2026-01-01-hi.md': '---\ntitle: Hi\n---\n\nHello.\n' };

describe('edit links that could run code', () => {
  it("a blog's editUrl string: an error at its key", async () => {
    const root = await blogSite({ files: post, blog: "{ editUrl: 'javascript:alert(document.domain)//' }" });
    made.push(root);
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        /docusaurus\.config\.js:1:\d+ error blog\.editUrl /.source +
          /"javascript:alert\(document\.domain\)\/\/" uses a javascript: URL/.source,
      ),
    );
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it("the docs' editUrl function giving a data: URL: an error at each doc it gives it to", async () => {
    const root = await blogSite({
      files: post,
      docs: "{ editUrl: ({ docPath }) => 'data:text/html,<script>alert(1)</script>' + docPath }",
    });
    made.push(root);
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(/docs\/intro\.md:1:1 error The config's editUrl function gives .* uses a data: URL/);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});
