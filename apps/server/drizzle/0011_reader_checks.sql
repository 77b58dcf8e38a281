CREATE TABLE "reader_check_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"reader_key" text NOT NULL,
	"marks" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"clarity" integer,
	"age_band" text,
	"education" text,
	"works_in_science" text,
	"first_language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"text_digest" text NOT NULL,
	"period" text NOT NULL,
	"words" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clarity_rating" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"closed" boolean DEFAULT false NOT NULL,
	"target_readers" integer NOT NULL,
	"source_analysis_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_checks_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "reader_check_responses" ADD CONSTRAINT "reader_check_responses_check_id_reader_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."reader_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD CONSTRAINT "reader_checks_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reader_check_responses_check_id_reader_key_index" ON "reader_check_responses" USING btree ("check_id","reader_key");--> statement-breakpoint
CREATE INDEX "reader_checks_owner_id_index" ON "reader_checks" USING btree ("owner_id");