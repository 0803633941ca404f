import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { initSite } from '../../src/init/command.js';

describe('bundled interface languages', () => {
  it('builds a Spanish site whose furniture and not-found page speak Spanish', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-es-')), 'sitio');
    await initSite(root, { yes: true, title: 'Documentación', locale: 'es' }, { err: () => {} });
    const result = await build({ root, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = (p: string) => String(result.files.find((f) => f.path === p)?.contents ?? '');
    const notFound = page('404.html');
    expect(notFound).toContain('<html lang="es"');
    expect(notFound).toContain('<h1>Página no encontrada</h1>');
    expect(notFound).toContain('No pudimos encontrar lo que buscaba.');
    const home = page('index.html');
    expect(home).toContain('Saltar al contenido principal');
    // The home is a splash page: the site's title as its heading, the doc's in <title>.
    expect(home).toContain('<h1>Documentación</h1>');
    expect(home).toContain('<title>Introducción | Documentación</title>');
    expect(home).toContain('aria-label="Barra lateral de la documentación"');
  });
});
