package com.caixue.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
