// Chinese and Japanese text has no spaces between words: Intl.Segmenter cuts it into words at build
// time and at query time, so "设置" finds the page that says "如何更改搜索引擎的设置".
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { splitWords } from '../../src/search/language.js';
import { engineFromBuild } from './engine-from-build.js';

async function siteIn(locale: string, pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), `helpdocs-cjk-${locale}-`));
  mkdirSync(path.join(root, 'content'));
  writeFileSync(path.join(root, 'helpdocs.config.ts'), `export default { title: 'Docs', locale: '${locale}' };\n`);
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(root, 'content', name), text);
  const { engine } = await engineFromBuild(await build({ root, write: false }));
  return async (query: string) =>
    (await engine.search(query)).hits.map((hit) => hit.title.map((segment) => segment.text).join(''));
}

describe('Chinese and Japanese words in search', () => {
  it('cuts runs of Han and kana into words, and leaves other text to the separators', () => {
    expect(splitWords('检索 如何更改搜索引擎的设置')).toEqual(['检索', '如何', '更改', '搜索', '引擎', '的', '设置']);
    expect(splitWords('検索エンジンの設定を変更します')).toEqual([
      '検索',
      'エンジン',
      'の',
      '設定',
      'を',
      '変更',
      'し',
      'ます',
    ]);
    expect(splitWords('install the cli/server')).toEqual(['install', 'the', 'cli', 'server']);
  });

  it('finds a Chinese word inside a sentence', async () => {
    const search = await siteIn('zh-Hans', {
      'index.md': '---\ntitle: 首页\n---\n\n欢迎。\n',
      'settings.md': '---\ntitle: 搜索设置\n---\n\n如何更改搜索引擎的设置。\n',
      'other.md': '---\ntitle: 安装\n---\n\n下载并安装程序。\n',
    });
    expect(await search('引擎 ')).toEqual(['搜索设置']);
    expect(await search('安装程序 ')).toEqual(['安装']);
  });

  it('finds a Japanese word inside a sentence', async () => {
    const search = await siteIn('ja', {
      'index.md': '---\ntitle: ホーム\n---\n\nようこそ。\n',
      'settings.md': '---\ntitle: 検索の設定\n---\n\n検索エンジンの設定を変更します。\n',
    });
    expect(await search('エンジン ')).toEqual(['検索の設定']);
  });
});
