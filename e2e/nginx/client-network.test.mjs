// Which client nginx's write limit counts: the template's `$client_network` map, run by the
// system nginx on addresses of every shape. The client's address is taken from a header here
// (real_ip), which nginx parses and writes back in its own shortest form, as it does for a
// connection's address.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT, freePort } from '../support/start-backend.mjs';
import { findNginx, mainConfig, readLog, stopNginx, waitForNginx } from './nginx-config.mjs';

const TEMPLATE = path.join(REPO_ROOT, 'nginx/templates/default.conf.template');

function clientNetworkMap() {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const block = template.match(/^map \$remote_addr \$client_network \{\n[\s\S]*?\n\}\n/m);
  assert.ok(block, 'the template maps $remote_addr to $client_network');
  assert.match(
    template,
    /^map \$request_method \$api_write_client \{[^}]*POST\s+\$client_network;/m,
    'the write limit counts $client_network',
  );
  return block[0];
}

const state = { nginx: null, prefix: null };
let baseUrl;

before(async () => {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is missing: apt-get install -y nginx');
  state.prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-nginx-network-'));
  fs.chmodSync(state.prefix, 0o755);
  fs.mkdirSync(path.join(state.prefix, 'conf.d'));
  fs.mkdirSync(path.join(state.prefix, 'tmp'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(state.prefix, 'conf.d/default.conf'),
    `${clientNetworkMap()}
server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Client;
    location / {
        default_type text/plain;
        return 200 "$client_network";
    }
}
`,
  );
  const errorLog = path.join(state.prefix, 'error.log');
  const configFile = path.join(state.prefix, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig(state.prefix, `${errorLog} warn`));
  state.nginx = spawn(nginxBin, ['-p', `${state.prefix}/`, '-e', errorLog, '-c', configFile], { stdio: 'ignore' });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForNginx(`${baseUrl}/`, state.nginx, () => readLog(errorLog));
});

after(async () => {
  await stopNginx(state.nginx);
  if (state.prefix) fs.rmSync(state.prefix, { recursive: true, force: true });
});

async function clientOf(address) {
  const response = await fetch(`${baseUrl}/`, { headers: { 'x-client': address } });
  assert.equal(response.status, 200);
  return response.text();
}

const CASES = [
  ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
  ['an IPv4 address mapped into IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
  ['eight groups', '2001:db8:aaaa:bbbb:1:2:3:4', '2001:db8:aaaa:bbbb'],
  ['leading zeros and capitals', '2001:0DB8:00AA:0BBB:0001:0002:0003:0004', '2001:db8:aa:bbb'],
  ['four groups, then "::"', '2001:db8:aaaa:bbbb::1', '2001:db8:aaaa:bbbb'],
  ['five groups, then "::"', '2001:db8:aaaa:bbbb:1::', '2001:db8:aaaa:bbbb'],
  ['three groups, then "::"', '2001:db8:aaaa::5:6:7', '2001:db8:aaaa:0'],
  ['two groups, then "::"', '2001:db8::1', '2001:db8:0:0'],
  ['two groups, "::" of two zero groups', '2001:db8:0:0:1:2:3:4', '2001:db8:0:0'],
  ['one group, "::" of two zero groups', 'fe80:0:0:9:1:2:3:4', 'fe80:0:0:9'],
  ['one group, then "::"', 'fe80::1', 'fe80:0:0:0'],
  ['"::" first, five groups after', '0:0:0:9:1:2:3:4', '0:0:0:9'],
  ['"::" first, six groups after', '0:0:8:9:1:2:3:4', '0:0:8:9'],
  ['"::" first, fewer groups after', '::1', '0:0:0:0'],
];

for (const [shape, address, expected] of CASES) {
  test(`counts ${shape} (${address}) as ${expected}`, async () => {
    assert.equal(await clientOf(address), expected);
  });
}

test('two addresses of one /64 are one client; the next /64 is another', async () => {
  const first = await clientOf('2001:db8:1:2::a');
  assert.equal(await clientOf('2001:db8:1:2:ffff:ffff:ffff:fffe'), first);
  assert.notEqual(await clientOf('2001:db8:1:3::a'), first);
});
