// An S3-compatible store for the bench (s3rver, keeping objects under S3_DIR), in a process of
// its own so that its work is not counted in the server's or the load generator's.
import S3rver from "s3rver";

const server = new S3rver({
  address: "127.0.0.1",
  port: Number(process.env.PORT),
  directory: process.env.S3_DIR ?? "",
  silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET ?? "" }],
});
await server.run();
