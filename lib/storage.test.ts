import { describe, expect, it } from 'vitest';
import { activeHotelStorage, storageKeys, tokenStorage } from './storage';

describe('activeHotelStorage', () => {
  it('writes the spec key and the tab’s own copy on set, and removes both on clear', () => {
    activeHotelStorage.set(2);
    expect(localStorage.getItem(storageKeys.activeHotel)).toBe('2');
    expect(sessionStorage.getItem(storageKeys.activeHotel)).toBe('2');
    activeHotelStorage.clear();
    expect(localStorage.getItem(storageKeys.activeHotel)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.activeHotel)).toBeNull();
    expect(activeHotelStorage.get()).toBeNull();
  });

  it('gives a new tab the last hotel chosen in any tab, then keeps it as its own', () => {
    localStorage.setItem(storageKeys.activeHotel, '3'); // chosen in another tab before this one opened
    expect(activeHotelStorage.get()).toBe(3);
    expect(sessionStorage.getItem(storageKeys.activeHotel)).toBe('3');

    localStorage.setItem(storageKeys.activeHotel, '1'); // another tab switches afterwards
    expect(activeHotelStorage.get()).toBe(3);
  });

  it('keeps its own hotel across a reload of the tab (sessionStorage)', () => {
    activeHotelStorage.set(2);
    localStorage.setItem(storageKeys.activeHotel, '1');
    // A reload keeps sessionStorage, and this module reads it afresh on every call.
    expect(activeHotelStorage.get()).toBe(2);
  });

  it('reads a non-numeric or non-positive value as none', () => {
    localStorage.setItem(storageKeys.activeHotel, 'abc');
    expect(activeHotelStorage.get()).toBeNull();
    sessionStorage.setItem(storageKeys.activeHotel, '0');
    expect(activeHotelStorage.get()).toBeNull();
  });
});

describe('tokenStorage', () => {
  it('shares the tokens between tabs through localStorage and keeps the refresh token on an access-only update', () => {
    tokenStorage.setTokens({ access: 'a1', refresh: 'r1' });
    tokenStorage.setTokens({ access: 'a2' });
    expect(localStorage.getItem(storageKeys.access)).toBe('a2');
    expect(tokenStorage.getRefresh()).toBe('r1');
    localStorage.setItem(storageKeys.access, 'a3'); // refreshed by another tab
    expect(tokenStorage.getAccess()).toBe('a3');
    tokenStorage.clear();
    expect(tokenStorage.getAccess()).toBeNull();
    expect(tokenStorage.getRefresh()).toBeNull();
  });
});
