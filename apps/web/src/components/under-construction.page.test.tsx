import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestRouter } from '../lib/router';
import { HOME_OF } from '../config/routes';
import { openedAt } from '../test/way-back.fixture';
import UnderConstructionPage from './under-construction.page';

const REVIEW_PAGE = '/pages/review/index';
const renderPage = () =>
  render(
    <TestRouter at={REVIEW_PAGE}>
      <UnderConstructionPage />
    </TestRouter>,
  );

afterEach(() => vi.useRealTimers());

describe('UnderConstructionPage', () => {
  it('pictures an empty page titled by the route', () => {
    openedAt(REVIEW_PAGE, { fromInApp: true, loginType: 'oa' });
    renderPage();
    const block = screen.getByText('功能建设中').closest('[data-illustration]');
    expect(block).toHaveAttribute('data-illustration', 'empty');
  });

  it('sends a caller who arrived by link to the home of their group', () => {
    const navigator = openedAt(REVIEW_PAGE, { fromInApp: false, loginType: 'oa' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '回到首页' }));
    expect(navigator.replace).toHaveBeenCalledWith(HOME_OF.oa);
  });
});
