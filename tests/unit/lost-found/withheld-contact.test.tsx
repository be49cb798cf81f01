import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { anItem, openLostAndFound, resetLostFound, umbrella } from './support';

beforeEach(async () => {
  await resetLostFound();
  signInAs(member);
});
afterEach(() => reportApiSuccess());

describe('a report whose reporter has moved out (issue 35)', () => {
  it('points to the RWA office instead of a phone when the server withholds the number', async () => {
    const left = anItem({ id: '9', title: 'Car key', contactName: 'Vikram', contactPhone: '' });
    stubFetch({ 'lostandfound/items': { body: [umbrella, left] } });
    const app = openLostAndFound();
    const card = await app.screen.findByRole('listitem', { name: 'Car key' });
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.textContent).toContain('Contact: the RWA office');
    expect(card.textContent).not.toContain('Vikram');
    const kept = app.screen.getByRole('listitem', { name: 'Blue umbrella' });
    expect(within(kept).getByRole('link', { name: '9000000002' }).getAttribute('href')).toBe(
      'tel:9000000002',
    );
  });
});
