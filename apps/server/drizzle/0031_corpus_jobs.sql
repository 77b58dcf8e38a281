CREATE TABLE "corpus_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"study_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"period" text NOT NULL,
	"key_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keep_texts" boolean DEFAULT false NOT NULL,
	"group_column" text,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_started_at" timestamp with time zone,
	"done_at_run_start" integer DEFAULT 0 NOT NULL,
	"last_progress_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_results" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text_id" text NOT NULL,
	"group_value" text,
	"common_percent" real,
	"common" integer,
	"mid_percent" real,
	"mid" integer,
	"rare_percent" real,
	"rare" integer,
	"score" real,
	"words" integer,
	"error" text,
	"error_code" text,
	"period" text,
	"adjusted_score" real,
	"explained_terms" integer,
	CONSTRAINT "corpus_results_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "corpus_texts" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text_id" text NOT NULL,
	"text" text,
	"error" text,
	"group_value" text,
	CONSTRAINT "corpus_texts_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text DEFAULT 'corpus-jobs' NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_access_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "corpus_jobs" ADD CONSTRAINT "corpus_jobs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_jobs" ADD CONSTRAINT "corpus_jobs_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_results" ADD CONSTRAINT "corpus_results_job_id_corpus_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."corpus_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_texts" ADD CONSTRAINT "corpus_texts_job_id_corpus_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."corpus_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corpus_jobs_owner_id_index" ON "corpus_jobs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "corpus_jobs_study_id_index" ON "corpus_jobs" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_user_id_index" ON "personal_access_tokens" USING btree ("user_id");