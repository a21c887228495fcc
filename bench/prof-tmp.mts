import { startServer } from '../e2e/harness.ts';
import autocannon from 'autocannon';
const server = await startServer({ env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/zy_bench', DATA_DIR: '/work/shared/data', RATE_LIMIT_PER_MINUTE: '100000000', NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } });
const r = await autocannon({ url: `${server.base}/api/schoolBaseInfo/getByPage?keyword=qhdx&pageSize=20`, connections: 50, duration: 10 });
console.log(r.requests.average);
await server.stop();
