import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4871';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
await page.goto(B + '/auth');
await page.getByRole('heading', { name: 'Sign In' }).waitFor();
console.log('getByLabel Password count', await page.getByLabel('Password').count());
console.log('getByLabel Email count', await page.getByLabel('Email').count());
console.log('textbox Email', await page.getByRole('textbox', { name: 'Email' }).count());
await page.getByRole('button', { name: 'Sign up' }).click();
console.log(
  'reg getByLabel Password',
  await page.getByLabel('Password').count(),
  'Full Name',
  await page.getByLabel('Full Name').count(),
  'Name',
  await page.getByLabel('Name').count(),
);
await browser.close();
