import { describe, expect, it } from 'vitest';
import type { Event, EventDetail } from '../../contract/events/events';
import { indiaDay } from './support/bookings';
import {
  apiGet,
  cutNetwork,
  pngBytes,
  restoreNetwork,
  serviceWorkerControls,
} from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();

const saved = 'Saved on this phone — will send when online';

describe('an event with registration', () => {
  it('is created by the RWA with its image; a registration made offline reaches the server once', async () => {
    const title = `Rooftop music night ${Date.now()}`;
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    const admin = rwa.page;
    await admin.goto('/admin/events');
    await admin.getByRole('tab', { name: 'Create Event' }).waitFor();
    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Date', { exact: true }).fill(indiaDay(7));
    await admin.getByLabel('Time', { exact: true }).fill('7:00 PM - 10:00 PM');
    await admin.getByLabel('Location', { exact: true }).fill('Tower B rooftop');
    await admin.getByLabel('Category', { exact: true }).selectOption('Community');
    await admin.getByLabel('Description', { exact: true }).fill('Live music under the stars.');
    await admin.getByLabel('Agenda').fill('Doors open\n\nFirst set\nSecond set');
    await admin.getByLabel('Event image', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await pngBytes('#e76f51', 320, 180),
    });
    await admin.getByRole('checkbox', { name: 'Registration required' }).check();
    await admin.getByLabel('Registration deadline (optional)').fill(indiaDay(3));
    await admin.getByLabel('Organizer', { exact: true }).fill('Cultural committee');
    await admin.getByLabel('Contact email', { exact: true }).fill('culture@example.com');
    await admin.getByRole('button', { name: 'Create Event' }).click();
    await admin.getByText('Event created').waitFor({ timeout: 20_000 });

    // On the server, with its image stored and served.
    const token = await rwaToken(app.server);
    const created = (await apiGet<Event[]>(app.server, 'events/events', token)).filter(
      (item) => item.title === title,
    );
    expect(created).toMatchObject([
      {
        date: indiaDay(7),
        category: 'Community',
        registrationRequired: true,
        registrationDeadline: indiaDay(3),
        agenda: ['Doors open', 'First set', 'Second set'],
        attendees: 0,
      },
    ]);
    const event = created[0] as Event;
    const image = await fetch(`${app.server.url}/api/${event.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);

    // Manage Events lists it.
    await admin.getByRole('tab', { name: 'Manage Events' }).click();
    const manage = admin.getByRole('region', { name: 'Events', exact: true });
    await manage.getByText(title, { exact: true }).waitFor();
    await rwa.context.close();

    // The resident reads /events online once, so the events are saved on the phone.
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/events');
    await page.getByRole('link', { name: title }).waitFor({ timeout: 20_000 });
    await serviceWorkerControls(page);

    // Every registration the server answered, whether the page or its worker sent it.
    const accepted: string[] = [];
    context.on('response', (response) => {
      const request = response.request();
      const register =
        new URL(request.url()).pathname === `/api/events/events/${event.id}/register`;
      if (register && request.method() === 'POST' && response.ok()) {
        accepted.push(request.serviceWorker() ? 'worker' : 'page');
      }
    });

    // No network for the page nor its worker: the list and the event come from the phone.
    await cutNetwork(context);
    await page.reload();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Register for this event' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Arjun Sharma');
    await page.getByLabel('Email', { exact: true }).fill('arjun.sharma@example.com');
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe(
      demo.activeResident.phone,
    );
    await page.getByLabel('Number of attendees').selectOption('2');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const registration = page.getByRole('region', { name: 'Registration', exact: true });
    await registration.getByText(saved).waitFor();
    const resident = (await storedSession(page))?.token ?? undefined;
    const detailPath = `events/events/${event.id}`;
    expect(await apiGet<EventDetail>(app.server, detailPath, resident)).toMatchObject({
      attendees: 0,
      my_registration: null,
    });

    // Back online: it is sent by itself, and the page says so.
    await restoreNetwork(context);
    await registration.getByText(/^Registered for 2 people/).waitFor({ timeout: 30_000 });
    expect(await registration.getByText(saved).count()).toBe(0);

    await page.reload();
    await registration.getByText(/^Registered for 2 people/).waitFor();
    expect(await apiGet<EventDetail>(app.server, detailPath, resident)).toMatchObject({
      attendees: 2,
      my_registration: { number_of_attendees: 2 },
    });
    expect(await apiGet<EventDetail>(app.server, detailPath, token)).toMatchObject({
      attendees: 2,
    });

    // The RWA's Manage Events counts the two of them (a fresh session: its list is not cached).
    const later = await signedIn(app.browser, app.server, demo.rwa);
    await later.page.goto('/admin/events');
    await later.page.getByRole('tab', { name: 'Manage Events' }).click();
    const row = later.page.getByRole('listitem').filter({ hasText: title });
    await row.getByText(/· 2 attendees$/).waitFor({ timeout: 20_000 });
    await later.context.close();

    // However many tries the outbox made, the server took exactly one.
    expect(accepted).toHaveLength(1);
    await context.close();
  });
});
