CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expire_index" ON "limit_counters" USING btree ("expire");