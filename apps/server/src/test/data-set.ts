import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';

/** The public data set beside the project (read in place, never copied into it), or DATA_DIR. */
export const dataDir = process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
export const hasDataSet = fs.existsSync(path.join(dataDir, 'admissions/national/admissions.csv.gz'));
