import { describe, expect, it } from 'vitest';
import { createSlugger, slugify, tagSlug } from '../../src/core/slug.js';

describe('slug', () => {
  it('keeps accents like GitHub (anchors of the old site keep working)', () => {
    expect(slugify('Configuração da integração')).toBe('configuração-da-integração');
    expect(slugify('Como é calculado?')).toBe('como-é-calculado');
  });

  it('numbers repeated headings within one page', () => {
    const slugger = createSlugger();
    expect([slugger.slug('Passo a passo'), slugger.slug('Passo a passo')]).toEqual([
      'passo-a-passo',
      'passo-a-passo-1',
    ]);
  });

  it('makes tag slugs without accents', () => {
    expect(tagSlug('banco de dados')).toBe('banco-de-dados');
    expect(tagSlug('automação')).toBe('automacao');
    expect(tagSlug('curva abc')).toBe('curva-abc');
  });

  it('keeps every script in tag slugs, and gives C++, C# and C routes of their own', () => {
    expect(tagSlug('日本語')).toBe('日本語');
    expect(tagSlug('部署 novo')).toBe('部署-novo');
    expect(new Set([tagSlug('C++'), tagSlug('C#'), tagSlug('C')]).size).toBe(3);
    expect(tagSlug('!!!')).toBe('');
  });
});
