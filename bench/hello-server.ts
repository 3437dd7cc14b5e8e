import Fastify from 'fastify';

/** The baseline: a bare Fastify answering a constant JSON body. */
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
