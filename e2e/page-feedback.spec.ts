// "Was this page helpful?" at the foot of every doc page (src/components/PageFeedback), in the
// default build, which has no analytics: the widget works, sends nothing and claims nothing. The
// analytics build's test of the event is in analytics.spec.ts.
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const GUIDE = '/material-ui/getting-started/installation/';

/** Text only the widget's on-demand form has: the translation id of its Send button. */
const FORM_CODE = /pageFeedback\.send/;

test('without analytics, answering and sending a comment sends nothing and only thanks', async ({page}) => {
  const errors = collectPageErrors(page);
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/google-analytics\.com|googletagmanager\.com/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, FORM_CODE)).toEqual([]);

  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  const no = group.getByRole('button', {name: 'No'});
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('textbox', {name: 'Comment (optional)'}).fill('The CDN section needs an example.');
  const sections = page.getByRole('combobox', {name: 'Which part of the page?'});
  await expect(sections.getByRole('option').first()).toHaveText('The whole page');
  expect(await sections.getByRole('option').count()).toBeGreaterThan(1);
  await sections.selectOption({index: 1});
  await page.getByRole('button', {name: 'Send'}).click();

  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toHaveText('Thank you for your feedback.');
  await expect(page.getByRole('textbox', {name: 'Comment (optional)'})).toHaveCount(0);
  expect(
    await page.evaluate(() => ({
      gtag: typeof Reflect.get(window, 'gtag'),
      dataLayer: typeof Reflect.get(window, 'dataLayer'),
    })),
  ).toEqual({gtag: 'undefined', dataLayer: 'undefined'});
  expect(analyticsRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('the question and its answers are in the server HTML, at least 24 px tall', async ({page}) => {
  const html = await (await page.request.get(GUIDE)).text();
  expect(html).toContain('Was this page helpful?');
  await page.goto(GUIDE);
  await waitForHydration(page);
  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  for (const name of ['Yes', 'No']) {
    const box = (await group.getByRole('button', {name, exact: true}).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
});
