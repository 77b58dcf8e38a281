ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_first_total_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_first_rare_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_first_rare_words_percentage" real;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text60_total_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text60_rare_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text60_rare_words_percentage" real;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text30_total_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text30_rare_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text30_rare_words_percentage" real;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_last_gpt3" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_last_total_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_last_rare_words" integer;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "text120_last_rare_words_percentage" real;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "copy_paste_check" boolean;