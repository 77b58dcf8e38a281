CREATE TABLE "coach_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise" text NOT NULL,
	"stage" integer NOT NULL,
	"field" text NOT NULL,
	"finding_kind" text NOT NULL,
	"span_start" integer,
	"span_end" integer,
	"reason" text NOT NULL,
	"place" text NOT NULL,
	"session_id" uuid,
	"user_id" text,
	"remark" text,
	"excerpt" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_reports" ADD CONSTRAINT "coach_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_reports_created_at_index" ON "coach_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coach_reports_session_id_index" ON "coach_reports" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "coach_reports_user_id_index" ON "coach_reports" USING btree ("user_id");