// node --test scripts/system-tools.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planSystemTools } from './system-tools.mjs';

test('nothing to do when chromium and nginx are there', () => {
  for (const isRoot of [true, false]) {
    for (const hasApt of [true, false]) {
      assert.deepEqual(planSystemTools({ missing: [], isRoot, hasApt }), { action: 'none' });
    }
  }
});

test('as root with apt it installs what is missing, after updating the package lists', () => {
  assert.deepEqual(planSystemTools({ missing: ['chromium', 'nginx'], isRoot: true, hasApt: true }), {
    action: 'install',
    commands: [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'chromium', 'nginx'],
    ],
  });
  assert.deepEqual(planSystemTools({ missing: ['nginx'], isRoot: true, hasApt: true }).commands[1], [
    'apt-get',
    'install',
    '-y',
    'nginx',
  ]);
});

test('not root, it stops and prints the one command that installs them', () => {
  const plan = planSystemTools({ missing: ['chromium', 'nginx'], isRoot: false, hasApt: true });
  assert.equal(plan.action, 'stop');
  assert.match(plan.message, /Install them with: sudo apt-get update && sudo apt-get install -y chromium nginx\n/);
  assert.match(plan.message, /No tier is skipped/);
});

test('without apt, even as root, it stops and names the packages to install', () => {
  const plan = planSystemTools({ missing: ['chromium'], isRoot: true, hasApt: false });
  assert.equal(plan.action, 'stop');
  assert.match(plan.message, /need chromium, which is not installed/);
  assert.match(plan.message, /install chromium with the system's package manager/);
  assert.doesNotMatch(plan.message, /sudo/);
});
