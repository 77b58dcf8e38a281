ALTER TABLE "ethics_user_interactions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "ethics_user_interactions" ADD COLUMN "copy_paste_check" boolean;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "original_text_total_words" integer;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "original_text_rare_words" integer;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "original_text_rare_words_percentage" real;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "original_text_jargon_score" real;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "copy_paste_check" boolean;