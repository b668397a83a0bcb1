/** The site's public address (CHORO_SITE_URL) and its edition. */
import { describe, expect, it } from 'vitest';
import { currentEdition, siteAddress } from '../../src/data/site.ts';

describe('siteAddress', () => {
  it('is undefined when the variable is unset or empty: the site names no host', () => {
    expect(siteAddress(undefined)).toBeUndefined();
    expect(siteAddress('')).toBeUndefined();
    expect(siteAddress('  ')).toBeUndefined();
  });

  it('takes an http(s) origin, with or without a final slash', () => {
    expect(siteAddress('https://choro.org')).toBe('https://choro.org');
    expect(siteAddress('https://choro.org/')).toBe('https://choro.org');
    expect(siteAddress('http://mancala.museum:8080')).toBe('http://mancala.museum:8080');
  });

  it.each([
    ['choro.org', 'CHORO_SITE_URL="choro.org": not an absolute address; give the site\'s public origin, such as https://choro.org, or leave it unset'],
    ['ftp://choro.org', 'CHORO_SITE_URL="ftp://choro.org": the scheme must be https: or http:, not ftp:; give the site\'s public origin, such as https://choro.org, or leave it unset'],
    ['https://choro.org/site/', 'CHORO_SITE_URL="https://choro.org/site/": an origin has no path, query or fragment; give the site\'s public origin, such as https://choro.org, or leave it unset'],
    ['https://choro.org/?a=1', 'CHORO_SITE_URL="https://choro.org/?a=1": an origin has no path, query or fragment; give the site\'s public origin, such as https://choro.org, or leave it unset'],
    ['https://me:pw@choro.org', 'CHORO_SITE_URL="https://me:pw@choro.org": an origin has no user name or password; give the site\'s public origin, such as https://choro.org, or leave it unset'],
  ])('refuses %s, naming the variable and the value', (value, message) => {
    expect(() => siteAddress(value)).toThrow(message);
  });
});

describe('currentEdition', () => {
  it('is the package version and a YYYY-MM-DD date', () => {
    const edition = currentEdition();
    expect(edition.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(edition.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
