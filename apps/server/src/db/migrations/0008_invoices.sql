CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"credit_code" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"account" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"amount_fen" integer NOT NULL,
	"tax_rate_percent" integer NOT NULL,
	"tax_fen" integer NOT NULL,
	"driver" varchar(16) DEFAULT '' NOT NULL,
	"invoice_no" varchar(32) DEFAULT '' NOT NULL,
	"pdf_path" text DEFAULT '' NOT NULL,
	"fail_reason" varchar(200) DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reversal_no" varchar(32) DEFAULT '' NOT NULL,
	"reversal_pdf_path" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","applied_at");--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state");