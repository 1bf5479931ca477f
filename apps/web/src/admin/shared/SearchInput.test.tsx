// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin, setupAdminTestI18n } from '../test/render-admin.tsx';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './SearchInput.tsx';

beforeAll(() => setupAdminTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box', () => {
  it('reports the text 1 s after the last key', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderAdmin(<SearchInput onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'a' } });
    vi.advanceTimersByTime(600);
    fireEvent.change(box, { target: { value: 'ab' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('reports at once when the box loses focus, and only once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderAdmin(<SearchInput onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'sambre' } });
    fireEvent.blur(box);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sambre');
  });
});
