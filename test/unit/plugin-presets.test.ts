// A unified preset (`{ plugins, settings }`, remark-preset-lint-recommended) in remarkPlugins/rehypePlugins:
// Docusaurus hands the list to unified's use() (mdx-loader processor.js, createProcessorFactory), which takes it.
import remarkParse from 'remark-parse';
import type { Processor } from 'unified';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { configSchema, type MarkdownPlugins } from '../../src/core/config.js';
import { userPlugins } from '../../src/parse/markdown/user-plugins.js';

function remarkMark(this: Processor, options?: { word: string }) {
  const prefix = (this.data('settings') as { prefix?: string } | undefined)?.prefix ?? '';
  return (_tree: unknown, file: { data: Record<string, unknown> }) => {
    file.data.marks = [...((file.data.marks as string[] | undefined) ?? []), `${prefix}${options?.word ?? 'plain'}`];
  };
}

const remarkBoom = () => () => {
  throw new Error('boom');
};

function markdownWith(remarkPlugins: unknown[]): MarkdownPlugins {
  return configSchema.parse({ markdown: { remarkPlugins } }).markdown;
}

describe('a unified preset among the site plugins', () => {
  it('is accepted by the config and runs its plugins with its settings, nested presets too', async () => {
    const preset = { settings: { prefix: '>' }, plugins: [remarkMark, { plugins: [[remarkMark, { word: 'inner' }]] }] };
    const markdown = markdownWith([preset, { plugins: [] }]);
    const processor = unified().use(remarkParse).use(userPlugins(markdown, 'remark'));
    const vfile = { data: {} as Record<string, unknown> };
    await processor.run(processor.parse('text'), vfile as never);
    expect(vfile.data.marks).toEqual(['>plain', '>inner']);
  });

  it('names a failing plugin by its place in the preset', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(userPlugins(markdownWith([{ plugins: [remarkMark, remarkBoom] }]), 'remark'));
    await expect(processor.run(processor.parse('text'))).rejects.toThrow(
      'remark plugin "remarkBoom" (markdown.remarkPlugins[0].plugins[1]) failed: Error: boom',
    );
  });
});
