import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract';
import { setSession } from '../../src/api/session';
import AboutPage from '../../src/features/about/about-page';

const resident = (role: SessionUser['role']): SessionUser => ({
  id: '9000000001',
  name: 'Ravi Kumar',
  email: '',
  role,
  apartmentNumber: 'B202',
  canBookSports: false,
});

function renderAbout() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('about page (SPEC.md §2 "/about")', () => {
  it('tells visitors the mission and the goals, with the two community subgoals', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy();
    const goals = screen.getByRole('region', { name: 'Our Goals' });
    const [list] = within(goals).getAllByRole('list');
    const top = within(list!)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(top).toHaveLength(4);
    expect(top[0]!.textContent).toMatch(/thriving community/i);
    expect(
      within(top[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/social events/i),
      expect.stringMatching(/inclusivity and diversity/i),
    ]);
    expect(top[1]!.textContent).toMatch(/property values.*proactive management/i);
    expect(top[2]!.textContent).toMatch(/sustainability and environmental responsibility/i);
    expect(top[3]!.textContent).toMatch(/transparent and efficient management/i);
  });

  it('introduces the 9 committee members one slide at a time', () => {
    renderAbout();
    const carousel = screen.getByRole('region', { name: 'Committee members' });
    const slide = within(carousel).getByRole('group');
    expect(slide.getAttribute('aria-label')).toBe('1 of 9');
    expect(within(slide).getByRole('heading').textContent).toBe('Rajesh Menon');
    expect(within(slide).getByText('President')).toBeTruthy();
    expect(within(slide).getByRole('img', { name: 'Portrait of Rajesh Menon' })).toBeTruthy();
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(9);
  });

  it('carries a message from the President', () => {
    renderAbout();
    expect(screen.getByRole('heading', { name: 'A Message from the President' })).toBeTruthy();
  });

  it('shows members the same page', () => {
    setSession(resident('MEMBER'), 'token');
    renderAbout();
    expect(screen.getByRole('heading', { name: 'Meet Your RWA' })).toBeTruthy();
  });

  it('renders nothing at all for the RWA', () => {
    setSession(resident('RWA'), 'token');
    const { container } = renderAbout();
    expect(container.innerHTML).toBe('');
  });
});
