import autocannon from 'autocannon';

/**
 * One load generator as its own process: `node --import tsx bench/load-generator.ts '<options>'`
 * runs autocannon with the JSON options given and prints its result as one JSON line. The soak
 * starts it under `nice`, so the phones it stands for — elsewhere on the network in production —
 * do not take the servers' turn on the cores they share here.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const result = await autocannon(options);
process.stdout.write(`${JSON.stringify(result)}\n`);
