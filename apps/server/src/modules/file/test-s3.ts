import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account (it checks the access key of a V4 signature, not the signature itself). */
export const S3RVER_KEY = 'S3RVER';

/**
 * A real S3 protocol server on a free port of this machine (tests): silent, in a temp folder,
 * with the bucket made. Not a mock of the client: the AWS SDK talks HTTP to it.
 */
export async function startS3(bucket = 'zhiyuan-test'): Promise<{ endpoint: string; bucket: string; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
