process.env.MP_TEST_DRIVER = 'postgres';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
