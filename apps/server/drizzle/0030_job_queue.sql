CREATE TABLE "job_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"key" text,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_key_idx" ON "job_queue" USING btree ("key");--> statement-breakpoint
CREATE INDEX "job_queue_run_at_idx" ON "job_queue" USING btree ("run_at");