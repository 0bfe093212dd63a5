CREATE TABLE "order_agreements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"contract_version" varchar(32) NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(512) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"state" varchar(16) NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"payment_id" varchar(64),
	"provider_refund_id" varchar(64),
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"level_id" bigint NOT NULL,
	"level_name" varchar(64) NOT NULL,
	"price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_unit" varchar(8) NOT NULL,
	"grant_days" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"channel" varchar(16),
	"provider" varchar(16),
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"close_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"notify_id" varchar(128) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"transaction_id" varchar(64),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_agreements" ADD CONSTRAINT "order_agreements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_agreements_order_uq" ON "order_agreements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_refund_no_uq" ON "order_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_payment_uq" ON "order_refunds" USING btree ("order_id","payment_id") WHERE automatic;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_state_idx" ON "order_refunds" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_key_uq" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_trial_uq" ON "orders" USING btree ("member_id","goods_id") WHERE amount_fen = 0;--> statement-breakpoint
CREATE INDEX "orders_state_close_idx" ON "orders" USING btree ("state","close_at");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifies_notify_uq" ON "payment_notifies" USING btree ("provider","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifies_payment_uq" ON "payment_notifies" USING btree ("provider","transaction_id") WHERE kind = 'payment';--> statement-breakpoint
CREATE INDEX "payment_notifies_order_idx" ON "payment_notifies" USING btree ("order_no");